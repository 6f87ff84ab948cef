variable "LoadBalancerId" {
  description = "CLB instance."
  type        = string
}

variable "ServerId" {
  description = "ECS instance."
  type        = string
}

variable "Weight" {
  description = "Weight, 0-100."
  type        = string
  default     = "100"
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
