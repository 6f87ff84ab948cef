variable "DomainName" {
  description = "Domain name."
  type        = string
}

variable "GroupId" {
  description = "Domain group."
  type        = string
  default     = null
}

variable "Remark" {
  description = "Remark."
  type        = string
  default     = null
}

variable "ResourceGroupId" {
  description = "Resource group."
  type        = string
  default     = null
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
