variable "Name" {
  description = "Alert template name."
  type        = string
}

variable "Description" {
  description = "Description."
  type        = string
  default     = null
}

variable "MetricName" {
  description = "AlertTemplates.1.MetricName: the ECS metric of its one rule."
  type        = string
  default     = "CPUUtilization"
}

variable "Threshold" {
  description = "AlertTemplates.1.Escalations.Critical.Threshold."
  type        = string
  default     = "80"
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
