{
  "algorithm": "ed25519",
  "content_sha256": "4059cab8686ab3b8bc8b1a011d8d47a3488fec1fc2fb5c0ad6db2e83ff394244",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7f302222bed75b0fe194d59df372267137c53ea2a4b10c6ae0e053c1a76787fa",
  "schema": "gridshift.signature/1",
  "signature": "6278a70d9b0253dff5ee37e0e2663d25239d294e662ca8fa5499073ba078e677e2c88580f3ae58c80bde316e244f4e8d639a5f4a9c6fcc9ac36b0ae3c5d36b07"
}
