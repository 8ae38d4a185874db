{
  "algorithm": "ed25519",
  "content_sha256": "571730e95ebd7507b272ccf263c0e78be6bf21c3fb468400fbf14d8931a321b5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "27d8958d95b5c80b2854fa2721585d32f1278475f5d1ce7ecbe33d74e5df05bc",
  "schema": "gridshift.signature/1",
  "signature": "2b6dd6b89ddc864b31341c51f904805a05c13bbc455c45e08397ddc70314eb4b032c6de2f30c61ce986a40846f40aba1c7ecc8226149883ce2752324be7cc509"
}
