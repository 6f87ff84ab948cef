variable "SnatTableId" {
  description = "SNAT table of the NAT gateway."
  type        = string
}

variable "SnatIp" {
  description = "EIP address associated with the gateway."
  type        = string
}

variable "SourceVSwitchId" {
  description = "vSwitch whose traffic goes out (or SourceCIDR)."
  type        = string
  default     = null
}

variable "SourceCIDR" {
  description = "CIDR block whose traffic goes out (or SourceVSwitchId)."
  type        = string
  default     = null
}

variable "SnatEntryName" {
  description = "Entry name."
  type        = string
  default     = null
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
