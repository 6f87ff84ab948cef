# A Function Compute 2.0 trigger (catalog type fc_trigger): CreateTrigger, http (anonymous GET, POST) or timer.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

locals {
  config = var.triggerType == "timer" ? { cronExpression = var.cronExpression, enable = true, payload = "" } : { authType = "anonymous", methods = ["GET", "POST"] }
}

resource "alicloud_fc_trigger" "this" {
  service  = var.serviceName
  function = var.functionName
  name     = var.triggerName
  type     = var.triggerType
  config   = jsonencode(local.config)
}
