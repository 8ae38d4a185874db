{
  "algorithm": "ed25519",
  "content_sha256": "d46841bff2749b7f81e79c7e7282de04db0dddec101f81be4f331cde87a37662",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "702956bd1d5e2eece06d73d14f92f75f9cb899b290c73b6f2b18d5b948c19aa7",
  "schema": "gridshift.signature/1",
  "signature": "269bbeca0f1765d112768e4803aac8029fe6e564b2f9a10f380f4fbd37f48a0d6dfdb228b2cd99ccfcdde03bec9a146296ae67a7f356dd93384eaffc52005a07"
}
