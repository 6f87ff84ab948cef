variable "DomainName" {
  description = "Domain the record belongs to."
  type        = string
}

variable "RR" {
  description = "Host record, e.g. www or @."
  type        = string
}

variable "Value" {
  description = "Record value."
  type        = string
}

variable "Type" {
  description = "A (default), AAAA, CNAME, MX, TXT."
  type        = string
  default     = "A"
}

variable "TTL" {
  description = "TTL in seconds."
  type        = string
  default     = "600"
}

variable "Priority" {
  description = "MX priority."
  type        = string
  default     = null
}

variable "Line" {
  description = "Resolution line."
  type        = string
  default     = null
}

variable "Status" {
  description = "Enable (default) or Disable."
  type        = string
  default     = "Enable"
}

variable "Remark" {
  description = "Remark."
  type        = string
  default     = null
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
