variable "VSwitchId" {
  description = "vSwitch of the instance."
  type        = string
}

variable "SecurityGroupId" {
  description = "Security group of the instance."
  type        = string
}

variable "InstanceName" {
  description = "Instance name."
  type        = string
  default     = null
}

variable "InstanceType" {
  description = "Instance type."
  type        = string
  default     = "ecs.e-c1m1.large"
}

variable "ImageId" {
  description = "Image; the region's newest Alibaba Cloud Linux 3 image when null."
  type        = string
  default     = null
}

variable "InstanceChargeType" {
  description = "PostPaid (default) or PrePaid."
  type        = string
  default     = "PostPaid"
}

variable "Password" {
  description = "Login password."
  type        = string
  default     = null
  sensitive   = true
}

variable "HostName" {
  description = "Host name."
  type        = string
  default     = null
}

variable "Description" {
  description = "Description."
  type        = string
  default     = null
}

variable "ZoneId" {
  description = "Zone (the vSwitch's)."
  type        = string
  default     = null
}

variable "KeyPairName" {
  description = "Key pair to log in with."
  type        = string
  default     = null
}

variable "InternetMaxBandwidthOut" {
  description = "Public bandwidth in Mbit/s; no public IP when null or 0."
  type        = string
  default     = null
}

variable "SystemDisk_Category" {
  description = "SystemDisk.Category: system disk category."
  type        = string
  default     = null
}

variable "SystemDisk_Size" {
  description = "SystemDisk.Size: system disk size in GiB."
  type        = string
  default     = null
}

variable "Status" {
  description = "State to leave the instance in: Running (default) or Stopped."
  type        = string
  default     = "Running"
  validation {
    condition     = contains(["Running", "Stopped"], var.Status)
    error_message = "Status must be Running or Stopped."
  }
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
