variable "LoadBalancerName" {
  description = "Instance name."
  type        = string
  default     = null
}

variable "AddressType" {
  description = "internet, or intranet (the default when VSwitchId is given)."
  type        = string
  default     = null
}

variable "VSwitchId" {
  description = "vSwitch of an intranet instance."
  type        = string
  default     = null
}

variable "VpcId" {
  description = "VPC of VSwitchId (recorded; the vSwitch decides)."
  type        = string
  default     = null
}

variable "LoadBalancerSpec" {
  description = "Specification, e.g. slb.s1.small."
  type        = string
  default     = null
}

variable "InternetChargeType" {
  description = "PayByTraffic or PayByBandwidth."
  type        = string
  default     = null
}

variable "Bandwidth" {
  description = "Bandwidth in Mbit/s."
  type        = string
  default     = null
}

variable "Address" {
  description = "Private address to use."
  type        = string
  default     = null
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
