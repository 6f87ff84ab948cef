variable "functionName" {
  description = "Function name."
  type        = string
}

variable "runtime" {
  description = "Runtime."
  type        = string
  default     = "python3.10"
}

variable "handler" {
  description = "Handler."
  type        = string
  default     = "index.handler"
}

variable "memorySize" {
  description = "Memory in MB."
  type        = string
  default     = "512"
}

variable "timeout" {
  description = "Timeout in seconds."
  type        = string
  default     = "60"
}

variable "description" {
  description = "Description."
  type        = string
  default     = null
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
