variable "SecretName" {
  description = "Secret name."
  type        = string
}

variable "SecretData" {
  description = "Secret value; random when null."
  type        = string
  default     = null
  sensitive   = true
}

variable "VersionId" {
  description = "Version id."
  type        = string
  default     = "v1"
}

variable "SecretDataType" {
  description = "text (default) or binary."
  type        = string
  default     = null
}

variable "Description" {
  description = "Description."
  type        = string
  default     = null
}

variable "EncryptionKeyId" {
  description = "KMS key that encrypts the secret."
  type        = string
  default     = null
}

variable "RecoveryWindowInDays" {
  description = "Recovery window used when the secret is deleted (at teardown)."
  type        = string
  default     = null
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
