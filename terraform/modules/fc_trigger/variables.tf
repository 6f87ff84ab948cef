variable "serviceName" {
  description = "Service of the function."
  type        = string
}

variable "functionName" {
  description = "Function the trigger calls."
  type        = string
}

variable "triggerName" {
  description = "Trigger name."
  type        = string
}

variable "triggerType" {
  description = "http (default) or timer."
  type        = string
  default     = "http"
}

variable "cronExpression" {
  description = "Timer schedule."
  type        = string
  default     = "@every 5m"
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
