variable "DomainName" {
  description = "Domain name; a name without a dot is put under example.com."
  type        = string
}

variable "CdnType" {
  description = "web (default), download or video."
  type        = string
  default     = "web"
}

variable "Scope" {
  description = "domestic (default), overseas or global."
  type        = string
  default     = "domestic"
}

variable "Sources" {
  description = "Origins as AddCdnDomain takes them: a JSON list of {content, type, port, priority, weight}."
  type        = string
  default     = "[{\"content\":\"203.0.113.10\",\"type\":\"ipaddr\",\"port\":80,\"priority\":\"20\",\"weight\":\"10\"}]"
}

variable "Status" {
  description = "online (default) or offline."
  type        = string
  default     = "online"
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
