variable "LoadBalancerId" {
  description = "CLB instance."
  type        = string
}

variable "ListenerPort" {
  description = "Frontend port."
  type        = string
}

variable "BackendServerPort" {
  description = "Backend port; ListenerPort when null."
  type        = string
  default     = null
}

variable "ListenerProtocol" {
  description = "tcp (default), udp, http or https."
  type        = string
  default     = "tcp"
}

variable "Bandwidth" {
  description = "Bandwidth in Mbit/s; -1 for unlimited."
  type        = string
  default     = "-1"
}

variable "Description" {
  description = "Description."
  type        = string
  default     = null
}

variable "HealthCheck" {
  description = "on (default for http) or off."
  type        = string
  default     = null
}

variable "StickySession" {
  description = "on or off (default for http)."
  type        = string
  default     = null
}

variable "Status" {
  description = "running (default) or stopped; the provider only creates running listeners, so stopped is refused at plan time."
  type        = string
  default     = "running"
  validation {
    condition     = lower(var.Status) == "running"
    error_message = "The alicloud provider starts every listener: Status stopped needs the openapi backend."
  }
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
