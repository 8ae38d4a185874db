{
  "algorithm": "ed25519",
  "content_sha256": "51e8404fedd2cf6f437b2e35fbfb9ea42f71c14186f2c4373af2a9c99007dc08",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b16242264298a391b4552b7fa8346a845dfe5f1e9ba209479a5955cea916bacf",
  "schema": "gridshift.signature/1",
  "signature": "dee1b7b1dcd670f835b20e8b162fc8fbf84d61ac3edc89f447938bd7ea85ddf3ead37139b3cdffed0ffa2e6b024534b51835f44d62c5ba51e1223b3409cc2b09"
}
