variable "KeyPairName" {
  description = "Key pair name."
  type        = string
}

variable "PublicKeyBody" {
  description = "Public key to import; a new pair when null."
  type        = string
  default     = null
}

variable "ResourceGroupId" {
  description = "Resource group."
  type        = string
  default     = null
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
