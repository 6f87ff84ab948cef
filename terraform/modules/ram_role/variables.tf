variable "RoleName" {
  description = "Role name."
  type        = string
}

variable "AssumeRolePolicyDocument" {
  description = "Trust policy (JSON)."
  type        = string
  default     = jsonencode({ Version = "1", Statement = [{ Action = "sts:AssumeRole", Effect = "Allow", Principal = { Service = ["ecs.aliyuncs.com"] } }] })
}

variable "Description" {
  description = "Description."
  type        = string
  default     = null
}

variable "MaxSessionDuration" {
  description = "Maximum session duration in seconds."
  type        = string
  default     = null
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
