{
  "algorithm": "ed25519",
  "content_sha256": "ab00611e6b301faea7790090918b9ca6c7c7568e53517b45489541afb11f15e3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ac2f5f354c895db5eb2ca3cb89b3d69b25b050ff64fcdec1dedd07216fc2beb5",
  "schema": "gridshift.signature/1",
  "signature": "5fa34b4fcf9e3471d4728f41e3e417299fe02cf9aace3c01651b1feb51b48d2260ddf5a1b3a77a0cddc0c6c11c19eefa885097b4ef4f62bf2550fe59436f610d"
}
