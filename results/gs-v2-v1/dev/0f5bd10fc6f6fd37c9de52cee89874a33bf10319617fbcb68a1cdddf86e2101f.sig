{
  "algorithm": "ed25519",
  "content_sha256": "981917b3b6e652132c5c23964d50f94dad0bec3423d67f1aa10281ebd676cb90",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0f5bd10fc6f6fd37c9de52cee89874a33bf10319617fbcb68a1cdddf86e2101f",
  "schema": "gridshift.signature/1",
  "signature": "4a61f7aea2d2a419700f336489b187f08ce7afa8e3a1a880321375ffb330655e81047e8c2a8518b00f2b0af5a4412d46fbdc1abd9da3b21197c7824977b3aa00"
}
