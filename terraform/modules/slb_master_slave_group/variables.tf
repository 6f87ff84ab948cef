variable "LoadBalancerId" {
  description = "CLB instance."
  type        = string
}

variable "MasterSlaveServerGroupName" {
  description = "Group name, up to 80 characters."
  type        = string
}

variable "ServerId" {
  description = "A running ECS instance in the CLB's VPC: the primary server on port 80, the secondary on port 8080."
  type        = string
}

variable "tags" {
  description = "Not applied: a primary/secondary server group takes no tags here; kept so that every module has the input."
  type        = map(string)
  default     = {}
}
