{
  "algorithm": "ed25519",
  "content_sha256": "6c5d3657088f79d8465a28b62d885e35fec2bd8bf2fc061438d78b4982136c31",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0f0eccac96b371b9d23687a239140b47a87a78e9c2ad0f84f68691db6e10884f",
  "schema": "gridshift.signature/1",
  "signature": "de7b473c59b911a27769872ff023bd5a8a786c1a417972f0f14d15712845eadfd4b90d23cb046eb4f53543300fcf68a6137c183e8b1ef4fdf567ea39607ffd0a"
}
