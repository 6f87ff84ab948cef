# An identity provider of RAM role-based SSO (catalog type ram_saml_provider): IMS CreateSAMLProvider.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_ram_saml_provider" "this" {
  saml_provider_name            = var.SAMLProviderName
  description                   = var.Description
  encodedsaml_metadata_document = var.EncodedSAMLMetadataDocument
}
