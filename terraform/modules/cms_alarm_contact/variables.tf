variable "ContactName" {
  description = "Contact name."
  type        = string
}

variable "Describe" {
  description = "Description; the name when null."
  type        = string
  default     = null
}

variable "Channels_Mail" {
  description = "Channels.Mail: email address."
  type        = string
  default     = null
}

variable "Channels_DingWebHook" {
  description = "Channels.DingWebHook: DingTalk webhook."
  type        = string
  default     = null
}

variable "Channels_SMS" {
  description = "Channels.SMS: phone number."
  type        = string
  default     = null
}

variable "Lang" {
  description = "zh-cn or en."
  type        = string
  default     = null
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
