variable "VpcId" {
  description = "VPC of the gateway."
  type        = string
}

variable "VSwitchId" {
  description = "vSwitch of the gateway."
  type        = string
}

variable "Name" {
  description = "Gateway name."
  type        = string
  default     = null
}

variable "NatType" {
  description = "Enhanced (default)."
  type        = string
  default     = "Enhanced"
}

variable "NetworkType" {
  description = "internet (default) or intranet."
  type        = string
  default     = "internet"
}

variable "InternetChargeType" {
  description = "PayByLcu (default)."
  type        = string
  default     = "PayByLcu"
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
