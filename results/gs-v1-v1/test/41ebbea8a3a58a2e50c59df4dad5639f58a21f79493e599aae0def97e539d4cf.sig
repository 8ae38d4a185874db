{
  "algorithm": "ed25519",
  "content_sha256": "d4b620c3dbe90b6646aad71286c408051ef567e44828ae9d560402875bb7da7c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "41ebbea8a3a58a2e50c59df4dad5639f58a21f79493e599aae0def97e539d4cf",
  "schema": "gridshift.signature/1",
  "signature": "30ef2c70ecd3d4a60794a34a791552fcaa60170bce1bfa510b0b83d8cd0e7477efb1662adde340c981f9a3cd4d057a04d225acf47ad3ad27f71e4af6f8668507"
}
