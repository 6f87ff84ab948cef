variable "PolicyName" {
  description = "Policy name."
  type        = string
}

variable "PolicyDocument" {
  description = "Policy document (JSON)."
  type        = string
  default     = jsonencode({ Version = "1", Statement = [{ Effect = "Allow", Action = "ecs:Describe*", Resource = "*" }] })
}

variable "Description" {
  description = "Description."
  type        = string
  default     = null
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
