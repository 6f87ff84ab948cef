variable "UserName" {
  description = "User name."
  type        = string
}

variable "DisplayName" {
  description = "Display name."
  type        = string
  default     = null
}

variable "MobilePhone" {
  description = "Mobile phone."
  type        = string
  default     = null
}

variable "Email" {
  description = "Email."
  type        = string
  default     = null
}

variable "Comments" {
  description = "Comments."
  type        = string
  default     = null
}

variable "GroupName" {
  description = "Existing group to add the user to."
  type        = string
  default     = null
}

variable "PolicyName" {
  description = "Policy to attach."
  type        = string
  default     = null
}

variable "PolicyType" {
  description = "System (default) or Custom."
  type        = string
  default     = "System"
}

variable "AccessKey" {
  description = "\"true\" gives the user an AccessKey pair (its id as AccessKeyId)."
  type        = string
  default     = "false"
}

variable "ConsoleLogon" {
  description = "\"true\" enables console logon with a random password."
  type        = string
  default     = "false"
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
