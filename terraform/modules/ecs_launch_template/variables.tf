variable "LaunchTemplateName" {
  description = "Template name."
  type        = string
}

variable "VersionDescription" {
  description = "Description of the template's first version."
  type        = string
  default     = ""
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
