{
  "algorithm": "ed25519",
  "content_sha256": "97a3b07079e63fee97bf7f182848bf470aa2ba0d9ead68fa0ba890d0ac37ec9d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9dd0a6870fba14683b7e9d880e11f1f687f371ee83ab5dc494b1b4cfd2d3c63c",
  "schema": "gridshift.signature/1",
  "signature": "0b7a5e59231c611f86cb384afc2a596b82d17b4c0e902508667e4815668b45e38e19d297c09da95d0ea6bc4e40900a24bd81ee46c9dac26d14d0319228beb20d"
}
