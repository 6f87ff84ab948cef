variable "VpcName" {
  description = "VPC name."
  type        = string
  default     = null
}

variable "CidrBlock" {
  description = "Private CIDR block, e.g. 192.168.0.0/16 (the provider picks 172.16.0.0/12 when null)."
  type        = string
  default     = null
}

variable "Description" {
  description = "Description."
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
