variable "GroupName" {
  description = "Group name."
  type        = string
}

variable "Comments" {
  description = "Comments."
  type        = string
  default     = null
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
