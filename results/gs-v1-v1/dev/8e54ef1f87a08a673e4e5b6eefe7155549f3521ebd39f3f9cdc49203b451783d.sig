{
  "algorithm": "ed25519",
  "content_sha256": "7c48f28b6756f116755dbd5d0500be432b86c1be4bd99e23e9584e8048711cf2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8e54ef1f87a08a673e4e5b6eefe7155549f3521ebd39f3f9cdc49203b451783d",
  "schema": "gridshift.signature/1",
  "signature": "5d355e972f19b1641bf99e847a7ef26c7a8fdcb7a124d1a86167ce5662f6de6b8996fff334c226acd8a09a9af08c7f77529950e05804404b84ecabe41f6d2904"
}
