output "id" {
  value = alicloud_ram_saml_provider.this.id
}

output "name" {
  value = alicloud_ram_saml_provider.this.saml_provider_name
}

output "SAMLProviderName" {
  value = alicloud_ram_saml_provider.this.saml_provider_name
}

output "Arn" {
  value = alicloud_ram_saml_provider.this.arn
}
