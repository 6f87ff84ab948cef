variable "GroupName" {
  description = "Application group name."
  type        = string
}

variable "ContactGroups" {
  description = "Comma-separated alert contact group names."
  type        = string
  default     = null
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
