variable "NetworkInterfaceName" {
  description = "ENI name."
  type        = string
  default     = null
}

variable "VSwitchId" {
  description = "The vSwitch the ENI is created in (its VPC and zone)."
  type        = string
}

variable "SecurityGroupId" {
  description = "A security group of the vSwitch's VPC."
  type        = string
}

variable "PrimaryIpAddress" {
  description = "Primary private IP address; a free one of the vSwitch when null."
  type        = string
  default     = null
}

variable "SecondaryPrivateIpAddressCount" {
  description = "How many secondary private IP addresses the cloud assigns."
  type        = number
  default     = 1
}

variable "Description" {
  description = "Description."
  type        = string
  default     = null
}

variable "InstanceId" {
  description = "ECS instance (same VPC and zone) to bind the ENI to."
  type        = string
  default     = null
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
