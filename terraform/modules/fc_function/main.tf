# A Function Compute 2.0 function with hello-world code (catalog type fc_function): CreateFunction.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
    archive = {
      source = "hashicorp/archive"
    }
  }
}

data "archive_file" "code" {
  type        = "zip"
  output_path = "${path.root}/.build/${var.serviceName}-${var.functionName}.zip"
  source {
    filename = "index.py"
    content  = "def handler(event, context):\n    return 'hello world'\n"
  }
}

resource "alicloud_fc_function" "this" {
  service     = var.serviceName
  name        = var.functionName
  runtime     = var.runtime
  handler     = var.handler
  memory_size = tonumber(var.memorySize)
  timeout     = tonumber(var.timeout)
  description = var.description
  filename    = data.archive_file.code.output_path
}
