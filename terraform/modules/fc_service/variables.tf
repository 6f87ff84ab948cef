variable "serviceName" {
  description = "Service name."
  type        = string
}

variable "description" {
  description = "Description."
  type        = string
  default     = null
}

variable "role" {
  description = "RAM role ARN the service runs with."
  type        = string
  default     = null
}

variable "internetAccess" {
  description = "\"true\" (default) lets functions reach the Internet."
  type        = string
  default     = "true"
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
