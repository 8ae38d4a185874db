{
  "algorithm": "ed25519",
  "content_sha256": "e0076c9aed01a951619bfc44ab62d475da87b252c848eb79bb1da52ca211ac86",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3c164ad3d798d54bb30507dfea50874b7928abb1b59d75d65e7be529b0902957",
  "schema": "gridshift.signature/1",
  "signature": "4c32b472accf95d64453e89445cd072577ebc871bba0893b35bf0facbe91bc7a9d480921da96a5cfec50b8d72dc9f5b4278236fed73948eb24088e66e465440e"
}
