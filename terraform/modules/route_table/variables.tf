variable "VpcId" {
  description = "VPC of the table."
  type        = string
}

variable "RouteTableName" {
  description = "Route table name."
  type        = string
  default     = null
}

variable "Description" {
  description = "Description."
  type        = string
  default     = null
}

variable "AssociateType" {
  description = "VSwitch (default) or Gateway."
  type        = string
  default     = "VSwitch"
}

variable "VSwitchId" {
  description = "vSwitch to associate the table with."
  type        = string
  default     = null
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
