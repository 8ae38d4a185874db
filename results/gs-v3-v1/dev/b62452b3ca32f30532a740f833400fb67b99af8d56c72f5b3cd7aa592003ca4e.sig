{
  "algorithm": "ed25519",
  "content_sha256": "8b47ec86a6e706c8e006b8176be8d02aa93b645dce45c2cfbbad609f71cd84e1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b62452b3ca32f30532a740f833400fb67b99af8d56c72f5b3cd7aa592003ca4e",
  "schema": "gridshift.signature/1",
  "signature": "b5f44dbbbc5d28bdff316fe60de49e8b15e8e109867eb76ae06ba13fed3c2fcbdaa3a5d458f1342eab3eac2c23b83ed1e66a00b546d8747ddcfde8e03775ed08"
}
