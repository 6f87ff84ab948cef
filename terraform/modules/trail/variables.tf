variable "Name" {
  description = "Trail name: 6-36 lowercase letters, digits, hyphens, underscores (lowered here)."
  type        = string
}

variable "OssBucketName" {
  description = "OSS bucket the events go to."
  type        = string
}

variable "OssKeyPrefix" {
  description = "Object key prefix."
  type        = string
  default     = null
}

variable "EventRW" {
  description = "Write (default), Read or All."
  type        = string
  default     = "Write"
}

variable "TrailRegion" {
  description = "All (default) or a region."
  type        = string
  default     = "All"
}

variable "OssWriteRoleArn" {
  description = "Role ActionTrail writes to OSS with."
  type        = string
  default     = null
}

variable "Logging" {
  description = "\"false\" leaves the trail not logging."
  type        = string
  default     = "true"
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
