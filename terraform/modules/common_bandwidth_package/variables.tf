variable "Name" {
  description = "Instance name."
  type        = string
  default     = null
}

variable "Bandwidth" {
  description = "Maximum bandwidth in Mbit/s."
  type        = string
  default     = "10"
}

variable "InternetChargeType" {
  description = "PayByBandwidth (default), PayBy95 or PayByDominantTraffic."
  type        = string
  default     = null
}

variable "ISP" {
  description = "Line type: BGP (default) or BGP_PRO."
  type        = string
  default     = null
}

variable "Description" {
  description = "Description."
  type        = string
  default     = null
}

variable "IpInstanceId" {
  description = "An EIP (AllocationId) to add to the instance."
  type        = string
  default     = null
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
