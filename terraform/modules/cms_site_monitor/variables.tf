variable "TaskName" {
  description = "Site monitoring task name: 4 to 100 letters, digits, underscores, Chinese characters, hyphens or periods."
  type        = string
}

variable "TaskType" {
  description = "Probe protocol: HTTP, HTTPS, PING, TCP, UDP, DNS, SMTP, POP3 or FTP."
  type        = string
  default     = "HTTP"
}

variable "Address" {
  description = "The URL, domain name or IP address probed."
  type        = string
  default     = "https://www.example.com"
}

variable "Interval" {
  description = "Minutes between probes: 1, 5, 15, 30 or 60."
  type        = number
  default     = 1
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}

variable "TaskState" {
  description = "enabled (default) or disabled; the module makes enabled tasks only, so disabled is refused at plan time."
  type        = string
  default     = "enabled"
  validation {
    condition     = lower(var.TaskState) == "enabled"
    error_message = "This module makes enabled site monitoring tasks only: TaskState disabled needs the openapi backend."
  }
}
