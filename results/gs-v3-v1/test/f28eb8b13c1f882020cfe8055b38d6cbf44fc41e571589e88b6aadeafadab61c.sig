{
  "algorithm": "ed25519",
  "content_sha256": "df9c49321e25467b97b045a484110bdbe5106c168aed9acc2c01570cf2771de9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f28eb8b13c1f882020cfe8055b38d6cbf44fc41e571589e88b6aadeafadab61c",
  "schema": "gridshift.signature/1",
  "signature": "21bcd39c7833c45b24c9371e171fc9c4c1d1632504e0e6272f5bd284822a11d80c2903d6a6d16cedf4428ea15d688d6dd34061f51fdaaadf5804e8587c352003"
}
