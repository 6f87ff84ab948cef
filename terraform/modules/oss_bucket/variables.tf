variable "BucketName" {
  description = "Bucket name: 3-63 lowercase letters, digits, hyphens."
  type        = string
}

variable "acl" {
  description = "private (default), public-read or public-read-write."
  type        = string
  default     = "private"
}

variable "StorageClass" {
  description = "Standard (default), IA, Archive."
  type        = string
  default     = "Standard"
}

variable "Versioning" {
  description = "Enabled or Suspended; off when null."
  type        = string
  default     = null
}

variable "LifecycleDays" {
  description = "Days after which objects expire (one rule)."
  type        = string
  default     = null
}

variable "LifecyclePrefix" {
  description = "Prefix the expiration rule applies to."
  type        = string
  default     = ""
}

variable "Objects" {
  description = "Comma-separated object names created with sample content."
  type        = string
  default     = ""
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
