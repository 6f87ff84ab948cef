# An OSS bucket (catalog type oss_bucket): PutBucket, with optional versioning, one expiration rule and sample objects.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

locals {
  objects = toset([for key in split(",", var.Objects) : trimspace(key) if trimspace(key) != ""])
}

resource "alicloud_oss_bucket" "this" {
  bucket        = var.BucketName
  storage_class = var.StorageClass
  tags          = var.tags

  dynamic "versioning" {
    for_each = var.Versioning == null ? [] : [var.Versioning]
    content {
      status = versioning.value
    }
  }

  dynamic "lifecycle_rule" {
    for_each = var.LifecycleDays == null ? [] : [tonumber(var.LifecycleDays)]
    content {
      id      = "rule-${var.BucketName}"
      prefix  = var.LifecyclePrefix
      enabled = true
      expiration {
        days = lifecycle_rule.value
      }
    }
  }
}

resource "alicloud_oss_bucket_acl" "this" {
  bucket = alicloud_oss_bucket.this.bucket
  acl    = var.acl
}

resource "alicloud_oss_bucket_object" "sample" {
  for_each = local.objects
  bucket   = alicloud_oss_bucket.this.bucket
  key      = each.value
  content  = "Sample object ${each.value}, created for a documentation task.\n"
}
