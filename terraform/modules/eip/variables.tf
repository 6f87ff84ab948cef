variable "Name" {
  description = "EIP name."
  type        = string
  default     = null
}

variable "Bandwidth" {
  description = "Bandwidth in Mbit/s."
  type        = string
  default     = "5"
}

variable "InternetChargeType" {
  description = "PayByTraffic (default) or PayByBandwidth."
  type        = string
  default     = "PayByTraffic"
}

variable "ISP" {
  description = "Line type, e.g. BGP."
  type        = string
  default     = null
}

variable "Description" {
  description = "Description."
  type        = string
  default     = null
}

variable "InstanceId" {
  description = "ECS instance or NAT gateway to associate the address with."
  type        = string
  default     = null
}

variable "InstanceType" {
  description = "Kind of InstanceId: EcsInstance (default) or Nat."
  type        = string
  default     = "EcsInstance"
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
