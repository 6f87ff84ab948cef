variable "Description" {
  description = "Description (the catalog names the key by it)."
  type        = string
  default     = null
}

variable "KeySpec" {
  description = "Key spec."
  type        = string
  default     = "Aliyun_AES_256"
}

variable "KeyUsage" {
  description = "Key usage."
  type        = string
  default     = "ENCRYPT/DECRYPT"
}

variable "ProtectionLevel" {
  description = "SOFTWARE (default) or HSM."
  type        = string
  default     = null
}

variable "Origin" {
  description = "Aliyun_KMS (default) or EXTERNAL."
  type        = string
  default     = null
}

variable "AliasName" {
  description = "Alias, alias/<name>."
  type        = string
  default     = null
}

variable "KeyState" {
  description = "Enabled (default), Disabled or PendingDeletion."
  type        = string
  default     = "Enabled"
}

variable "PendingWindowInDays" {
  description = "Days between scheduling deletion and deletion."
  type        = string
  default     = "7"
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
