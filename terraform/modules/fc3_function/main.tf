# A Function Compute 3.0 function with no service, with hello-world code (catalog type fc3_function): CreateFunction
# of FC 2023-03-30.
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
  output_path = "${path.root}/.build/fc3-${var.functionName}.zip"
  source {
    filename = "index.py"
    content  = "def handler(event, context):\n    return 'hello world'\n"
  }
}

resource "alicloud_fcv3_function" "this" {
  function_name = var.functionName
  runtime       = var.runtime
  handler       = var.handler
  memory_size   = tonumber(var.memorySize)
  timeout       = tonumber(var.timeout)
  description   = var.description
  code {
    zip_file = filebase64(data.archive_file.code.output_path)
  }
}
