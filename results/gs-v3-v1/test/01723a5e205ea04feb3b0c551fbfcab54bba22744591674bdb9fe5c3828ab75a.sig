{
  "algorithm": "ed25519",
  "content_sha256": "63456607c5eb24ed1e49af0207d176ab8b4df87e59dfa7c173c5153be7657b4c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "01723a5e205ea04feb3b0c551fbfcab54bba22744591674bdb9fe5c3828ab75a",
  "schema": "gridshift.signature/1",
  "signature": "7fa42e2e1334648346c30b2df6ecfa77a2b3445640671c62cfb038bc0a6c24364f203f18ccbb614cb14b05c8a55de7748226e13962c13599471d2976c9fa2c0c"
}
