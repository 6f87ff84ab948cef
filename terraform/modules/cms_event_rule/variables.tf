variable "RuleName" {
  description = "Event alert rule name: letters, digits, Chinese characters, underscores, hyphens or periods."
  type        = string
}

variable "Product" {
  description = "The cloud service whose system events the rule takes, such as ecs."
  type        = string
  default     = "ecs"
}

variable "LevelList" {
  description = "Comma-separated event levels: CRITICAL, WARN, INFO or *."
  type        = string
  default     = "CRITICAL"
}

variable "NameList" {
  description = "Comma-separated event names, or * for every event of the product."
  type        = string
  default     = "*"
}

variable "State" {
  description = "ENABLED or DISABLED."
  type        = string
  default     = "ENABLED"
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
