variable "VpcId" {
  description = "VPC the vSwitch belongs to."
  type        = string
}

variable "VSwitchName" {
  description = "vSwitch name."
  type        = string
  default     = null
}

variable "ZoneId" {
  description = "Zone; the region's first zone when null."
  type        = string
  default     = null
}

variable "CidrBlock" {
  description = "CIDR block; the VPC's first /24 when null."
  type        = string
  default     = null
}

variable "Description" {
  description = "Description."
  type        = string
  default     = null
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
